Muž v oranžové čepici píše něco na něco.
Vodní lyžař běží po zelené trávě před bílým plotem.
Dívka v plavkách leze na klacek před sebou.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhu s sněhem v pozadí.
Lidé se objímají na střeše domu.
Muž ve světle zbarveném oblečení opravuje skupinu mužů v tmavém oblečení a kloboucích, kteří stojí okolo ženy v obleku.
Skupina lidí stojí před obchodem s nápisem "P."
Chlapec v červeném dresu se snaží udělat na domácí metu, zatímco chytač v modrém dresu se snaží chytit.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží si noviny.
Matka a její mladší pár si užívá venkovní den.
Muži hrají volejbal, jeden hráč za ruce kope do vzduchu.
Žena drží košík jídla v kuchyni.
Muž sedí u stolu v jeho domova.
Tři lidé sedí v chatě.
Dívka v pruhovaných šatech jde podél zalesněné oblasti.
Blonďatý muž drží za ruce muže v písku.
Žena v šedém svetru a černé kšiltovce stojí v řadě.
Osoba v pruhovaném tričku leze na horu.
Dva muži se učí, zatímco žena se na něj dívají.
Lidé stojí před budovou.
Teenager hraje na jeho housle na hřišti.
Žena dělá na pláži na trampolíně.
Muž stojí u skupiny vlaků v baru.
Žena používá v ruce, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stůl s peči.
Muž myje okna stromů.
Skupina asiatů čeká na zákazníky, aby se při západu slunce.
Žena, která má na sobě na sobě na sobě stejné oblečení, se prochází.
Jeden muž drží jiného muže a připravuje se na tváři.
Šest lidí jezdí na kolech skrz horské dráze.
Dvě blonďaté dívky sedí na římse na přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou, na které je napsáno "P."
3 chlapci stojí na molu v plavkách.
Rozhodčí ukazuje ženu, která se natahuje přes tyč, zatímco se na ledě.
Krásná žena si hraje na lesní ploše.
Pohled na budovy, která je na kameru, se dívá z plotu.
Mladá žena se dívá na kávu.
Muž bez trička rybaří, zatímco stojí na nějakých kamenech.
Dívka, která má na sobě bezpečnostní vestu, je ve vodě.
Muž v uniformě a muž v modrém tričku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu.
Muž v červeném tričku opravuje pali.
Dva muži v plavkách skáčou do vzduchu na písečné pláži.
Batole vaří s jiným člověkem.
Otec a dvě děti jsou venku a dva děti venku dělají své práci na trávě a užívají si si na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé chodí po chodníku vedle obchodu.
Kajakář předvádí salto, zatímco je je na vysoko.
Velká skupina lidí se shromažďuje na ulici.
Muž na kolečkových bruslích se klouže do vody.
Žena v džínách jde kolem autobusové zastávce s ženou, která se natahuje přes rameno.
Muž v růžovém tričku sedí na trávě a je ve vzduchu.
Auto je zaparkovaný na pláži.
Dva muži v černém na městské ulici.
Muž ve žlutých kalhotách zvedá ruce.
Dva muži, kteří mají na sobě klobouky a jdou kolem vodní plochy během vody.
Fotbalový tým provádí trik na židlích.
Chlapec si hraje s dospělým a dospělým, zatímco dívka se na něj dívá.
Dav lidí visí na nějaké věci v veřejném parku.
Muž sedí na lavičce a drží svého psa a dívá se na vodu.
Chlapec a mladší syn si spolu hrají na hřišti.
Žena v modrém saku se dívá na lavičce zatímco sedí na lavičce zatímco lidé za ní procházejí.
Hnědý pes stojí na písečné pláži.
Žena sedí s košíkem květin, obklopenou látku.
Muž se otáčí na dvorku.
Žena zpívá v klubu s batoletem za ní.
Hráč v noci hraje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceán.
Pouliční umělec s housle hraje na ulici, zatímco žena s modrým kytarou se na něj dívá.
Mladá dívka plave v bazénu.
Několik dětí je venku a připravují se na hru.
Tři cyklisté si hrají v metru.
Hnědý pes chodí v trávě s rukama.
Lidé sedí na trávě před budovou a fotí.
Muž bez trička se dívá z dálky, zatímco tři ženy chodí před davem lidí.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku, kšiltovce hraje na bubny a džínách na žlutém kole.
Mladá žena maluje obrázek ženy na zdi.
Dvě ženy ve středním věku předvádí skok vysoko obklopen dvěma ženami.
Muž, který má na sobě hrnek s látku v kuchyni.
Chlapec skáče na jezeře.
Muž pracuje na projektu.
Velká skupina lidí a různé věci, kteří sedí venku.
Blonďatá žena lije něco na baru.
Malé dítě, které má na sobě modré tričko a bílé tričko, se žlutým plastem.
Žena s růžovými vlasy v černém mluví k muži.
Muž v japonském obleku připravuje jídlo pro dva lidé.
Dívka skáče přes vodu z kamene.
Muž se svým nástrojem klečí vedle dvou žen.
Starší muž zvedá své ruce a dívá se na svůj ruku.
Dítě v bílých plavkách se připravuje na vystoupení.
Tři muži v oranžových vestách jsou venku.
Žena fotí dítě v růžovém klobouku, zatímco muž má na sobě růžovou čepici.
Skupina asijských dětí sedí u stolu v modrých židlích.
Mladý chlapec v fotbalovém dresu se směje do svých barevných šatů.
Bosá žena připravuje v kavárně.
Stavební dělník řídí těžkou vybavení na práci.
Žena běží před ženou v softballovém softballu, chytač a chytač, který si dává palec na tváři.
Muž v pracovním dresu pomáhá ženě.
Skupina lidí leze po kolejích.
Kapela se připravuje na horu s modrou helmou.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu a drží papír do obličeje.
Hnědý pes skáče do jezera aby chytil klacek.
Matka si prohlíží dva mladí chlapci, aby mohli jídlo z skalnatého mola do velkého vody.
Malé dítě se prochází vedle červeného, které jelože.
Dívka sedí na kole plný mladší chlapec a další chlapec si fotí.
Černý pes chytá míč ve vodě.
Muž v bílých kalhotách a modrém tričku kope do žlutého vozíku.
Dva asijští muži se účastní závodu.
Chlapec s páskem na obličeji a píše do ruce, který stojí v obchodě s potravinami.
Dva lidé pádlují na skateboardu během západu slunce.
Lidé stojí na přeplněné metru, před oknem je vidět město.
Muž vede zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Na pódiu předvádí malý kapela.
Miminko ve formálním oblečení se dívá na kameru.
Muž sedí vedle počítače.
Tato paní se směje a směje se.
Lidé uvnitř budovy, jeden z nich fotí.
Čtyři bílí psi s náhubky skáčou přes červený zeď.
Žena v modrém tričku drží miminko.
Dva lidé sedí na pruhovaném židlích na pláži ve vodě.
Stará žena pracuje na tkalcovském koberci.
Chlapec stojí v popředí a dívá se na jiné lidi na hřišti.
Muž v modré bundě opravuje mladého chlapce na rameni.
Tři hnědí psi skáčou na ženu v modrém.
Chlapec visí z nákupního košíku.
Muž v šedém tričku skáče přes vrchu písku v poušti.
Dítě ve žlutém tričku skáče nahoru a dolů.
Pracovník ve žluté bundě je vysoko na budově.
Muž v tričku se baví s mladou lidmi, kteří si povídají.
Skupina kávu v baru si dává na zem s barevnými světly.
Muž jede na snowboardu po útesu přes oceán.
Muž v černém chodí na svém autě ve sněhu.
Kajakář skáče po míči.
Policista v kšiltovce a khaki kalhotách se směje, zatímco má na sobě sluneční brýle před obchodem.
Otec se klouže na kole v parku.
Muž v zeleném kovbojském klobouku a žluté bezpečnostní vestě se prochází.
Dítě s růžovými skvrnami tančí na hlavě obklopenými balónky.
Pes s nosem si dává něco na houpačce na řece.
Muž se připravuje svůj práci na den.
Muž v červeném tričku se připravuje na hození.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném tričku skáče do písku s žlutou lopatkou.
Běžec v bundě se zchávává na dřevěné lavičce.
Muž který má na sobě bílé tričko se dívá z okna a dívá se na kovovou konstrukci.
Žena drží malou bílou sochu.
Šest mladých dětí si hraje ve vodě a cáká.
Dva lidé jedou na kolech skrz horské dráze.
Dívka skáče na chodníku poblíž parkoviště.
Muž v oranžovém tričku a helmě.
Malý chlapec si hraje s plastovými bublinami, auty, auty a dospělý se na něj dívají.
Malá dívka otevírá velkou dárek.
Žena v modrém líbá kameru před dvěma dalšími ženou.
Malá dívka se snaží udělat na pohovce.
Hnědo-černý pes běží po stezce v lese.
Dva psi si hrají u stromu.
Béžový pes v černé bundě a kalhotách jde po schodech zatímco se na něj dívá na psa.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečen v černé kožené čepici a kovbojském klobouku chodí okolo Luridanské pale.
Pes běží venku se žlutým hračkou.
Pes v kajaku běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco dítě, které mají na sobě.
Dva muži a žena stojí venku.
Skupina mužů používá věci, aby zvednout loď z vody.
Muž pije z něčeho, zatímco si čte noviny.
Muž který má na sobě černé a hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné stavbě s rukama aby se zvednout do ptáka.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí ve vojenské židli a připravuje se na hození.
Malé dítě v zelených botách si hraje v louži.
Muž používá pilu, aby se dostal moci.
Muž sedí u piknikového stolu s nápoji a rozpaženýma rukama před ním.
Chlapec v černém tričku a modrých džínách drží červenou baseballovou pálkou.
Muž středního věku v brýlích a khaki košili sedí na trávě.
Psi běží na psí dráze.
Muž, který má na sobě na sobě tričko s kmenem, se slunečními brýlemi, jede na balkóně přes balkóně.
Dva policisté se perou na sebe.
Toto je skupina lidí, kteří stojí okolo nějaké akci.
Hnědo-bílý pes chytá hračku.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budov.
Žena s hnědými vlasy sedí na lavičce před kavárnou.
Muž vedle kola hraje na flétnu.
Dvě děti spí na kládě a drží provaz.
Muž jedoucí na motorce předvádí trik na dráze.
Mladá žena s fialovou látku visí na dřevěné verandě.
Žena v hnědém tričku sedí na dřevěné lavičce.
Pes chodí na kládě přes malé řece.
Mladý muž v bílém tričku a zelených šortkách stojí na zábradlí.
Skupina lidí je oblečen jako deštníky.
Muž s velkým nápisem na kole ukazuje na kolo.
Muž hází kládu do pračky zatímco dva psi ho sledují.
Skupina lidí hraje na nástroje pod stanem u vody.
Pohled na rušné ulici ve městě.
Mladá blonďatá žena drží bílý provaz na slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes se perou do bazénu.
Kovboj jede na zádech uprostřed obchodu.
Stavební dělník vystupuje na železniční trati.
Pracovník v oranžové vestě používá lopatku.
Dva stavební dělníci mají diskuzi zatímco pracují na stavbě.
Tři muži chodí nahoru po stezce.
Asijská žena v tyrkysových šatech pózuje na mostě vedle ní.
Mladý muž krájí svůj kytaru v kuchyni.
Tři chlapci si hrají s pneumatikami a kyblíky vody.
Tři stavební dělníci se perou na chodníku.
Lidé se opaluje v lese vedle sebe.
Skupina lidí se shromáždila v kostele.
Skupina mladých dospělých skáče v noci a připravuje se na kameru.
Dva muži odpočívají, jeden z nich oranžové, jeden modrý, dolů po schodech.
Dva dělníci se dívají na cementové budovy.
Žena v červeném svetru a džínách sedí s rukama na ramenou.
Dva závodníci jedou na kolečkových bruslích pro publikum, který ho sleduje.
Onička čeká a čeká na letišti.
Muž ve žluté bundě se snaží chytit oheň v parku.
Muž a chlapec na kamenné pláži.
Žena na lodi s nápisem "NOOO" do vody do vody.
Chlapec sedí a dívá se z mikroskopu.
Mladá blonďatá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Mladík v černém tričku s nápisem "IOOO" hraje na buben, zatímco sedí.
Muž prodává zboží na silnici, aby se uhli výhled na hory.
Dívka ve žlutém se směje na dívku, která má na sobě oranžové, zatímco je vidět dívku v modrém.
Pes skáče přes překážku venku.
Pes s černým obojkem se houpe na špinavé schodech a stříká listí.
Dva hnědí psi si hrají v bowlingové dráze.
Muž s knírem a vousy drží v ruce ceduli, která má na kterém je z nich špaže.
Muž, který má na sobě na sobě na sobě nápis "Gu" se na sobě nápis.
Muž v černém tričku rybaří na zasněžené pobřeží.
Dva psi se perou o zuby.
Dva muži se objímají na chodníku, zatímco auto projíždí kolem.
Plešatý muž sedí a čeká na zákazníky.
Závodní auta s školní autobusu za nimi.
Dvě ženy v krátkých tričkách jdou po pravé straně.
Malé dítě, které má na sobě oranžové bezpečnostní vesty, drží modrý kladivo ve vodě.
Lidé chodí na stezce pokryté stromy v parku.
Tři mladí dospělí mluví v davu lidí, žena se na něj dívá nahoru.
Žena a dítě před skleněnými dveřmi.
Černo-bílý muž a její dvě děti si dávají své prsty vedle sebe.
Dívka v khaki kalhotách sedí na vrchu vody.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkou zelenou v puse.
Plešatý muž se připravuje na svůj hnědý pes a černý pes skáče.
Dav na rušné ulici.
Chrti ve žlutém a černé běží po trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašek.
Muž a žena sedí na střeše plotu a povídají si.
Dítě se dívá na kávu v obchodě.
Muž pije z žlutého kelímku kolem lidí na rušném akci.
Chlapec se opírá o auto s květinami.
Žena v květovaných šatech mluví s dětmi před domem.
Muž na své svatbě.
Mladá žena v černém tričku a džínách zametá.
Žena s kloboukem leze na útesu blízko velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena se prochází na telefonu zatímco je obklopena deštníky.
Osm mužů hraje na hudební nástroje, na pódiu s batoletem vysoko ve vodě.
Muž v oranžové mikině a khaki přilbě pomáhá ženě s modrou hadici.
Muž a dvě dívky nakupují ryby, zatímco se drží rybářský prut před vodou.
Muž v červeném tričku sleduje psa na překážkové dráze.
Chlapec, který má na sobě červené a bílé plavkách, se na zasněženém bazénu.
Asiatka si prohlíží své vlasy.
Starší žena a malé dítě v růžovém tričku si hrají s barevnými kostkami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném tričku hraje venku na klávesy.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré podložce, zatímco jí jí mimo záběr.
Černý chlapec sedí v písku.
Malý pes se dívá na dva velcí psy, kteří si hrají v poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, aby chytil softball zatímco další se dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví s odpadky.
Asiat vaří venku jídlo.
Hnědý pes se chystá chytit zelenou frisbee.
Kovboj se perou, zatímco skupina hraje na housle.
Mladý chlapec stojí vedle vodní sochy z písku.
Tři mladé děti jdou přes travnaté zahradě.
Muž si prohlíží věci na vozíku.
Muž na kole jede po hoře.
Chlapec v modro-bílých plavkách běží po hlíně.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém tričku skáče z lavičky.
Brankář ve žlutém poli je na chodníku.
Skupina mladých lidí si fotí v obchodním prostředí.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z lišleniny na posteli.
Dva lidé v neformálním oblečení, bílých kostýmech, jeden z nich fialové a fialové, stojí na silnici.
Muž běží v modrém tričku s číslem 18.
Asijský muž pózuje pro fotku.
Muž, který se zdá, že běží v kostele a používá dvacet.
Fotbalisté se perou o gól během hry.
Fotbalista v oranžové uniformě se usmívá a drží fotbalový míč.
Dva závodníci jedou na skateboardu zatímco se ostatní dívají.
Tým v bílém a zlaté na konci fotbalové hřiště.
Malá dívka tlačí svůj vozík skrz travnaté pole.
Skupina asijských dětí v bílých tričkách a čepicích vystupují s davem lidí.
Chodci jdou po ulici a dívají se na dítě v dřevěné krabici.
Hnědý pes běží po písečné pláži.
Dva muži v maskáčových uniformách stojí vedle ženy.
Volní auto během hry, kde se na kterém jsou nápis "o"
Cyklista skáče na akordeon.
Pár sedí v bílých židlích a usmívají se na kameru.
Mladé děti jsou na malém vlaku.
Surfař v modré plavkách jede na vlnách.
Chlapec skáče na svou fotbalový míč.
Dva mladí muži na kolečkových bruslích bojují o míč na fotbalovém hřišti.
Lidé chodí na kamenném svahu obklopený čínskými domy.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém tričku lije z kelímku.
Žena v hnědých brýlích a modrých džínách, bílém tričku drží dítě pod velkým stromem.
Tři lidé se smějí a drží ozdobené cedule.
Pracovník stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čelenkou má hlavu.
Šedovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem v klíně.
Africké dítě drží něco, která je v davu lidí.
Žena, která se natahuje dav lidí se skupinou lidí, která má na sobě nápis.
Několik lidí se dívají, jak třetí muž dělá stojku a muž v obleku drží v obleku, který drží klacek.
Dav je v baru.
Dívka v bílém a dívka v zeleném chodí kolem modrého auta.
Muž používá vybavení.
Člověk surfuje na vlně v oceánu.
Policista si prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
V popředí stojí mladý muž v pozadí, zatímco mladý muž s červeným batohem, který drží obličej.
Černo-bílý pes skáče přes kamenu na soutěži.
Žena v svetru si čte knihu ve své domova.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se připravuje na skálu.
Dospívající chlapec se otáčí v kuchyni a nechává si vyfotit.
Lidé drží různé druhy počítačů nad jejich bubny.
Tři horolezci se zúřívají těsto na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se perou, zatímco se stojí poblíž sochy.
Kuchař pózuje pro kameru zatímco vaří.
Mnoho lidí se objímají na ulici a v obchodním oblečení.
Hasič skáče na kopec se svým kolem.
Malá holčička běží na pobřeží pláže.
Bílý zápasník si prohlíží své kuželky ve vodě.
Dva muži se baví, zatímco stojí před autem, zatímco za nimi jsou různé věci a pět lidí, kteří stojí okolo nich.
Žena v růžové sukni drží miminko.
Hráč amerického fotbalu ve žlutém dresu je drženku.
Muž chodí okolo velké ceduli, která má na sobě nápis "P."
Tři chlapci v zelených tričkách a béžových kalhotách pózují na vrcholu skluzavky.
Muž tančí s psem mezi hlavou.
Bílý pes běží v mělké vodě.
Vodní lyžařů jezdí na kole s kapelou.
Skupina dětí si hraje spolu na oplocené zahradě zatímco dospělý se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na zemi a brečí.
Muž s hustými vlasy si zakrývá vousy.
Dva černí psi, černý pes a bílý pes ve sněhu.
Muž v baseballové uniformě skáče aby chytil koš.
Žena sedí před svým domem s modrým dveřmi, si užívá slunce.
Děti sedí na muže v obleku.
Hnědo-bílý pes skáče přes vodu v písku.
Dav se shromáždil okolo fontány v dešti.
Několik starších mužů, někteří v tradičním plášti, která je na rohu ulice.
Mladý pes se dívá na psa ve sněhu.
Hráč amerického fotbalu, který má na sobě na sobě na sobě barevné dresech, kope do fotbalového týmu.
Žena v černém tričku surfuje s fialovou látkou.
Čtyři ženy asijského původu, kteří mají na sobě na sobě kovbojské šaty, předvádí karate.
Osoba si hraje na hudební nástroj.
Dívka v černých plavkách s číslem 103 běží přes trávu.
Dítě na lyžích má na sobě číslo 18.
Starší muž a mladá dívka spolu pracují na stavbě.
Svalový zápasník v žlutém tričku je mladý chlapec ve žlutém tričku.
Pouliční umělkyně s cyklistou a nějakými auty.
Muž jede na snowboardu na býku.
Chlapec skáče aby chytil tenisový míč s raketou.
Děti na zdi, zatímco dva další lidé se dívají.
Lidé chodí na horské dráze s mnoha stromy v pozadí.
Malá dívka kope do černého zvíře.
Dva muži se snaží zvednout vodu z vody na kopci.
Dva muži zápasí, s davem se na něj dívá.
Žena oblečená žena stojí na pódiu a prohlíží si něco, nebo něco jí jí, že je vidět.
Žena leží na gauči a směje se.
Motokrosový zápasník je u sebe, jeden černý a druhý černý žena.
Oni skáče přes plot.
Tři psi si spolu spolu hrají na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí mezi sebou.
Tito několik lidí stojí venku, se dvěma psy.
Zatímco se učí, že se z nich hispánce, ukazuje na obrázek, že je v obou stranách.
Dívka v tričku s otevřenou pusou.
Skupina lidí si prohlíží vodu v poušti.
Muž stojí na městské ulici.
Skupina turistů se prochází s jídlem v jejich prostředku.
Dva muži jedou přes zábradlí, zatímco jejich ho přijíždí.
Dva lidé stojí na horské hoře.
Mladá dívka si užívá něco, jak dělá sníh.
Tři muži se usmívají na kameru a ukazují svůj si svůj palec.
Osoba píše na tabuli ve venkovní třídě.
Muž v černém tričku sedí u stolu s otevřenou pusou před ním.
Čtyři lidé odpočívají na travnatém kopci a dívají se na kamenný údolí.
Chlapec s skateboardu skáče ve vzduchu podél nějakých povrchu.
Je tam muž v oranžovém tričku hraje tenis.
Pes s červeným obojkem se otáčí na psa s modrým obojkem.
Chlapec si užívá venku během slunečného dne.
Pracovník v oranžových plavkách klečí a prohlíží si kus stroje.
Muži v kovbojském klobouku stojí u přechodu.
Jsou tam dva psi ve sněhu a jeden z nich má něco v tlamě.
Rozhodčí si dává přestávku, aby jí vyfotil nápoj.
Béžový pes běží za bílým psem a drží žlutou hračku.
Baseballový hráč v bílém dresu s klackem.
Muž v bílém tričku s barevnou hodinkami si hraje s pružkou.
Černý kůň se natahuje přes hlavu skrz plot a snaží se chytit trávu.
Onička se snaží zvednout ruce, když se jí jí jí, že kouří.
Dva muži a dívka se smějí.
Dítě se naklání přes vodu a žlutou plastový balónek, zatímco dospělý dospělý se na něj dívá.
Černo-bílý pes běží prosáhléhlém míčku na sněhu.
Mladá dívka stojí vedle žlutého vozidla na verandě.
Dvě děti si hrají na hřišti.
Hráč baseballu v zeleném pruhovaném tričku drží ruku do pusy.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velký kus sněhu.
Dva dělníci v oranžových bundách stojí před bílým stanem s diváky.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Blonďaté dítě s brýlemi drží blonďaté dítě v červeném svetru a žlutých botách.
Černo-bílý pes si hraje s bílým míčem.
Dva lidé se objímají na chodníku před obchodem, zatímco lidé chodí kolem.
Žena hraje volejbal.
Dva velcí psi se perou na prašné hřišti.
Hnědý pes skáče přes překážku.
Muž v pruhovaném tričku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží sjet velmi býk na zasněžené dráze.
Děti se perou, aby se přihrál.
Cyklista se naklání na horském kole okolo špinavé dráze.
Dva lidé a králí se perou na fotku.
Mladý chlapec se snaží na kole, aby jede na kole se svými kamarádem.
Chlapec v červeném tričku a černých šortkách hází bahno.
Africká rodina stojí před nějakými hračkami.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy drží za ruce nad stolem a smějí se na kameru.
Šedý pes chodí po trávě.
Baseballový hráč v černém tričku právě hodil míč v bílém tričku.
Žena drží velkou vrtačku prohledu.
Dva psi, jeden s tenisovou raketou, běží přes vysokou trávu.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli si dává na prkénku.
Muž prodává bojové umění pro skupinu lidí.
Skupina lidí se shromáždila na ulici a chystají se na akordeon.
Muž sedí na lavičce a hladí si svůj iPodu.
Starý muž v metru bez bot čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole vedle kola zatímco se na kole dívá nahoru.
Muž je na pláži a dělá vodní sochu.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy se dívají na strom v nějaké práci.
Kovboj v rodeu se snaží otvátttat se na zhodný trh.
Pes skáče skrz překážkovou překážku.
Starší žena s dlouhými černými vlasy v růžovém tričku s jmenovkou.
Muž pomáhá malé dívce.
Dvě dívky v sukních tancují před nějakými dětmi.
Žlutý pes nese klacek u vody.
Dívka v svetru se natahuje po slunci.
Horolezec fotí.
Tři ženy v zářivých oblecích a maskách drží v ruce a drží televizi.
Hnědý pes cáká v hlíně.
Mladý chlapec v bílém pruhovaném tričku a šátku drží tenisovou raketou.
Dva psi běží od kamery v lese.
Dívka si hraje v fontáně plné kosy.
Tři mladí muži stojí a snaží se ozat se načeli.
Dva cyklisté se perou na kraji silnice v lese.
Tři hráči se objímají na zemi.
Dva chlapci přechází přes městskou ulici, zatímco červený míč.
Muž drží dalšího muže s hlavou.
Bílý pes se otáčí na obličej, ze které je v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři policisté drží nehodné stojí na trampolíně.
Dva asiati v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží na baru.
Muž v zeleném skáče na svém koloběžce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě mladé dívky se objímají, jedna má helmu na sobě helmu, s cyklisté v pozadí.
Dva velcí psi běží přes sněhem.
Žena stojí v zeleném poli a drží bílý pes a ukazuje na hnědém psa.
Obchod plný lidí na venkovním trhu.
Dva lidé sedí u stolu před zdí a fotí.
Dva muži s náhubky se smějí.
Dítě leží na béžovém koberci a směje se.
Muž a žena s rukama sedí a všichni oblečeni do sebe.
Dvě ženy se objímají v bazénu s dítětem v bazénu.
Muž v bílém tričku chodí s nápoji v ruce.
Dva lidé se shromažďují u jezera a pádlují na odpadky.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky oblečené v modrém, jedna v růžovém, druhá v růžovém, jedou na lešení.
Čtyři lidé sedí na hromadě kamenech.
Skupina lidí dělá triky na kolečkových bruslích.
Cyklista v závodní výstroji jede skrz les.
Muž v zeleném tričku chodí na pláži a nese boty.
Několik mužů stojí okolo nákupního auta.
Dva muži pracují pod bílým autem.
Děti skáčou z břehu do bazénu.
Muž na okraji zdi se chystá hodit.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro fotku.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech v kostele.
Pták se honí mezi meči.
Gymnasta, který má na sobě červené a bílé tričko se snaží se na lesní tyči.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži se dívají na věci na nádvoří s nástroji.
Cyklista v bílém a malá dívka ve žlutých šatech si hrají s budovou.
Malé dítě spí na posteli s otevřenou pusou.
Žena jí v trávě za krásného dne.
Muž jde po dlážděné ulici vedle vysokých budov s červenými, která má na sobě červené.
Žena která má na sobě čepici s chlebem.
Žena, která má na sobě velkou rošinin a nachází se, že stojí na poli s hraznatými předměty, zatímco stojí v poli, zatímco stojí v poli.
Muž ve formálním oblečení vystupuje před dvěma holemi.
Muž ve formálním oblečení hraje na chodníku na chodníku ve městě.
Starší muž sedí na židli a jí nějaké papíry.
Žena v bílém tričku pracuje za pultem v kavárně.
Muž v pracovním oblečení stojí na zadní části auta.
Dvě děti se dívají na koně skrz malý plot.
Pohled z okna, na něj jsou graffiti.
Žena, která má na sobě na sobě světle růžovém oblečení, dělá obličej, zatímco žena ve fialovém oblečení, zatímco žena ve fialovém tričku stojí před ním.
Kovboj se otáčí svou ruku s kapelou.
Muž ve žlutém tričku a muž v tmavě modrém tričku mluví.
Tři asijské děti sedí na gauči s lanem, které visí v pozadí.
Dívka v červeném tričku skáče, aby chytil tenisový míč.
Muž pózuje na kameru se zelenou holí.
Muž se směje s jiným člověkem v restauraci.
Muž řídí krabici s mnoha věcmi na které je napsáno "P."
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Kapela hraje v průvodu v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Policisté sledují ženu, jak se dívá z autobusu.
Dva muži středního věku se dívají přes parkoviště, v noci.
Dva muži v modrých tričkách se dívají na fotbalový zápas.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá maso na pláži.
Velký dav lidí stojí v parku a několik lidí hraje na hudební nástroje.
Muž s igelitovým kloboukem předvádí bojové umění.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách lije nápoj do muže.
Chlapec ve slunečních brýlích běží za slunečného dne.
Onička drží ruku, co vypadá, že se zdá, že se, že je na kládě.
Muž v kostkované košili ukazuje z černé bot.
Dva muži v bílých plavkách sedí na dveřích.
Mladá dívka v červených šatech je oblečen v černém klobouku.
Muž v červeno-bílém dresu stojí na hřišti s žlutým míčem a modrou koulí.
Lidé skáčou přes horu na laně.
Lidé se dívají, zatímco se na maraton prochází kolem.
Lidé na motorkách před velkou oknem.
Kajakář stojí na rušné ulici zatímco je pod ním.
Muž v šortkách nese kukuřici skrz pole.
Pohled z okna v kavárně.
Žena s balónky drží balónky na akci.
Žena sedí v místnosti s králíky a dvěma králíky.
Žena sedí proti cihlové zdi uvnitř budovy.
Tři mladé ženy se usmívají, zatímco ostatní sedí na červených židlích.
Žena v modrém tričku chodí na vesnici.
Šest dětí, které sedí na schodech s na kterém jsou nápis a pomeranče.
Béžový pes si hraje s klackem na pobřeží.
Dva psi se objímají, třetí pes má jazyk.
Dítě na motorce se směje.
Různí lidé se shromažďují, aby chytil velkou večeři.
Kovboj je seřazený na sportovní akci.
Vodní lyžař závodí v New Yorku.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů, kteří mají na sobě oblečení bojového umění, zatímco si hrají v bojovém dresu.
Mladá žena a muž oblečeni v kostýmu s nápoji v pozadí jsou skupina lidí.
Muž v uniformě chodí na ulici se dvěma auty a stromu.
Mladá žena leze na skálu.
Starší muž ve světle modré bundě pracuje na autě na silnici.
Lidé se dívají přes několik barevných papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži podél vody.
Stavební dělníci mají diskuzi u hřiště.
Pohled na město, který má na sobě na sobě na sobě černé tričko a černé čepici, stojí uprostřed strany bílé kšiltovce.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na kovovou zábradlí na ulici.
Skupina mužů sedí a mluví za nějakými zelenými ovoce.
Muž ve žluté výstroji stojí za mikrofonem pod stanem.
Hnědý pes s fialovou frisbee v tlamě.
Vypadá to jako muž cvičí na své bojové umění poblíž vody.
Žena s nápoji a žena s mobilu.
Dítě v červené bundě mává ruku ve vzduchu zatímco leží na sněhu vedle červené plastové kajaku.
Žena sedí vedle svého koně v parku a dívá se na psy.
Tři muži stojí na pódiu, jeden má na sobě na sobě cyklistické makeup a drží kytaru.
Žena se učící těsto v obchodním domě.
Žena v červených šatech tancuje s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a kšiltovkou sedí na lavičce v parku.
Afroameričan stojí v zahradě s lesem v pozadí.
Mladá dívka se snaží opnout laťku.
Asijský lidé sedí v restauraci se žlutými židlí.
Dítě jí v dětské židli, zatímco sedí v dětské židli a má na sobě batoh.
Šedovlasý muž v černých rukavicích běží na trávníku.
Žena čte knihu zatímco sedí v hromadě červených židlích.
Dítě jede na kolečkových bruslích zatímco žena na ramenou.
Rodina chodí na chodníku skrz sníh, zatímco muž sedí na straně svého papíru.
Pták sedí na vrchu obchodu s nápisem.
Muž v růžovém tričku a černé bundě se sluchátky.
Mladý muž se chystá hodit fotbalový míč.
Muž a dívka jdou dolů po lesní cestě.
Žena s růžovými vlasy se ohýbá na chodníku a drží růžovou psy.
Muž v obleku drží nápoj a jde po chodníku vedle města.
Muž skáče s skálu v pozadí.
Člověk v červené bundě s černými kalhoty drží na ruce několik lidí.
Žena si dává ruku na člověka, který sedí na vozíčku.
Muž v bílé zástěře griluje maso na něco s ženou před ženou v hnědé bundě.
Žena s krátkými vlasy se dívá na mobilním telefonu a čeká na přechodu.
Skupina mužů jde po městské ulici.
Pouliční prodavače vedle sebe s mnoha věcmi.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik piva.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelených nohou, kudrnatými vlasy, žabkách, stojí venku.
Mladá dívka v růžovém tričku běží na pláži směrem k oceánu.
Skateboardista v černém tričku a džínách bruslí ve městě.
Muž v bundě si fotí velkou budovou.
Lidé na kolečkových bruslích z fotbalového týmu.
Na rušné ulici je mnoho lidí, která je v rušné ulici ve městě.
Skupina lidí jde po ulici ve slunci.
Ulice poblíž ulice s několika lidmi, kteří mají na sobě hnědé bundu a sluneční brýle.
Nějací kovbojové se houpou poblíž okna.
Tento hráč s modrou helmou se chystá hodit pálkou a chytá míč během zápasu.
Žena v barevné bundě se natahuje aby chytil vlak.
Nějací lidé sedí na lavičkách pod stromy před budovou
Muž v obleku sedí na autobusové zastávce.
Africký muž je obklopen starými bílými kyblíky a tmavě bílými látkami, které jsou na odpadky.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo sebe a vytahují do obličeje.
Muž používá dveře, aby chytil svůj kladivo.
Je zde několik lidí, zatímco několik lidí sedí a poslouchá.
Dva mladí muži jedou na velmi malé koni, které jsou taženého domu.
Žena v šatech jde po ulici kolem staveništi.
V obchodě s alkoholem v obchodě s párem, která si kupuje na své zboží a jeho holení.
Muž se slunečními brýlemi krmí stavební zařízení a špaží se na zemi.
Miminko si hraje s hračkami a dívá se na černo-bílé kočka.
Dospívající dívka nese kytaru v lese.
Muž s batohem jde po ulici.
Dva muži se baví u stolu před obchodem s nápisem "Pe."
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého stolu, krátkými rukávy.
Muž jede na kole nahoru po rampě.
Žena v černém tílku a žabkách se dívá do dálky na západ slunce.
Tři mladé dívky chodí spolu po chodníku.
Žena s dlouhými vlasy je na elektrickém zařízení.
Muž skateboarduje na silnici zatímco jiný muž se dívá z chodníku.
Muž v černé bundě stojí před nápisem.
Muž a žena zpívají společně před sebou.
Mladá dívka s kudrnatými blonďatými vlasy a bílými vlasy leží na trávě a má na sobě na sobě bílé tričko a drží květinu.
Mladá žena v zelených dresech vystupuje na elektrické týmů.
Žena visí z obchodu s žlutou výbavou za ním.
Muž se krčí, zatímco v pozadí se diváci dívají.
Skupina mužů stojí na hřišti s černými míčky.
Přeplněný den na místním kurtu.
Muž s cigaretou v puse si prohlíží kus jídla.
Dvě skupiny motorkářů, kteří se z nich vytahují.
Lidé sedí na lavičce v městské oblasti, kde jsou oblečeni v šatech, včetně banánky a stojí poblíž.
Stavební dělníci se dívají na díru.
Muž bez trička v černých šortkách stojí na zasněžené břehu velkého vody.
Onička se dívá dolů, zatímco se na ně dívá.
Lidé hrají v bazénu, jeden muž má na sobě modré tričko a ostatní ženy si dávají nohu, zatímco ostatní fotí.
Lidé stojí před sochou plnou vody.
Žena se dívá, zatímco muž s rukama.
Muž středního věku v bílých šortkách a žabkách se dívá na ulici.
Dva muži v tmavě oranžových plavkách a sandálech stojí u velké sochy.
Dva lidé se perou na jejich lodi.
Muž a žena stojí na ulici ve městě.
Stavební dělníci se vynořuje z stanice metra.
Čtyři muži, tři z nichž tři z nich mají na sobě čepici, sedí na modré podložce.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném tričku jde kolem bílo---bílých sudů, která je napsáno "TOTOTOTOTOTOTOO" v ruce."
Cyklisté předvádí nějaké zařízení.
Starší muž s cigaretou v puse a čepici se natahuje do objektivu.
Malá dáma si hraje s otevřenými housle před sebou.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na výhled na hory ve městě.
Dva závodníci v ochranném oblečení, jeden z nich je ve vzduchu a druhý skáče na motorce.
Několik mužů oblečených v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou s cihlovou budovou.
Dvě umělec leze po strmém hoře.
Dítě leží na zemi vedle kočárku.
Pes se natahuje k muži a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytary.
Plešatý muž lije pivo z láhve s mladou mužem do pusy.
Dva lidé stojí venku vedle hromady hračkami a na sebe.
Čtyři lidé jedou na kolech na kole blízko rušné ulice.
Žena v růžovém tričku a brýlích.
Žena v červeném tričku zvedá ruku k davu.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových vestách běží do země.
Osoba v mikině stojí před budovou.
Stavební dělníci se perou proti MATOTOTOTOTOTTOTOTO".
Muž jede na koni s nějakým dalšími muži, kteří dělají za ním.
Africký muž jde po ulici.
Dva kovbojové pózují pro fotku.
Žena s mnoha brýlemi odpočívá v kavárně.
Žena v zeleném tričku s rukávem mluví do telefonu.
Malé africké dítě nese malé dítě na zádech.
Skupina lidí sedí na židlích.
Osoba v plavkách stojí na ulici před svým věcí.
Starší člověk v červeném tričku a černých kalhotách klečí nad betonem.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží ozdobný letadlo.
Muž na poli s akordeonem v uličce.
Muž v obleku a kravatě a žena s batohy čekají na ženu v New Yorku.
Dítě chodí po chodníku s několika americkou vlajkou.
Černý pes běží na zelené trávě s hračkou v tlamě.
Záchranář si dává svůj skateboard na prkénku.
Pes se otáčí na trávě, aby chytil míč.
Skupina studentů sedí a učí se na vystoupení.
Lidé jedou na kolech po ulici v noci.
Velký béžový zábradlí a muž na kole.
Muž v oranžovém tričku a mladší chlapec jedou na zemi s dalšími lidmi, kteří jsou na kterém jsou napsáno "P."
Mladý muž a žena poblíž velké sochy.
Loď s červenými, bílými a modrými skvrnami skáče na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na svůj hlavu.
Žena v černém má malou dívku ve žlutých šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Pouliční cyklista je taženku jiným mužem.
Tři lidé chodí nahoru po horské stezce zatímco jedna žena se dívá na svůj kameru.
Několik asiatů v černém oblečení na nějakém stanici.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Herský gymnastka v modro-růžovém oblečení předvádí sestavu.
Lidé se dívají z fontány, žena v bílých šatech, která sedí na kraji.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červeno bílých tričkách, bílých kalhotách, bílých kalhotách a černých kloboucích drží vlajky.
Lidé si prohlíží venkovní umění.
Pohled na asijské obchod s papírovými papírů a diváky.
Tito lidé lezou po schodech na horu.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v obchodě s hračkami.
Muž s kloboukem hraje na buben na ulici.
Chlapec stojí s třemi dětmi.
Usmívající se muž s batohem drží své palec nahoru před chlapcem v brýlích.
Čtyři muži se dívají přes zelenou most, které jsou na něj dívají.
Žena si prohlíží židli před modrými lidmi, kteří si užívá vodu.
Dospělý muž běží zastřešeným psem, který běží za ním.
Cyklisté a auta připravují jídlo ve městě, které jsou vidět v městském městě.
Afroamerický muž se za zády k klapku.
Policista na kole čeká na světle, aby se podíval na světlo.
Skupina mužů sedí okolo stolu.
Skupina lidí, kteří mají na sobě různé druhy lidí, včetně nápoje v parku.
Žena mluví do svého psa, zatímco chodí venku za slunečného dne.
Mladý muž v šedém a černém tričku a bílé čelenkou.
Dva lidé jedou na motorce podél dalších motorkářů.
Dvě ženy ve vojenské uniformě stojí s dalšími ženou v zahradě.
Tři dívky se smějí na fotku.
Žena v černých brýlích a žluté bundě se dívá na černou bundu, zatímco sedí na béžovém lavici.
Červenovlasá muž pije z fontány, která je žena.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černých plavkách drží lopatu na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na oblohu a mává rukama a smějí se na ně, kteří jsou oblečeni v bojovém oblečení.
Mladý pár sedí na chodníku a relaxuje.
Tým v tričku a kravatě klečí a dělá znak míru.
Tři lidé sedí u stolu před obchodem s nápisem "S"
Chlapec v černém tričku a červených sandálech visí vzhůru nohama zatímco ostatní lidé se dívají.
Muž chodí před barevnou zdí.
Mladý muž chodí s dalším mužem, který je na zádech dvě mladé dívky, které se baví.
Muž, který je na sobě je ozdobný strom v kavárně.
Pět lidí chodí nahoru po schodech kolem ženy v růžové sukni a hnědé sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí své zboží v venkovní oblasti obklopen několika dalšími lidmi.
Žena v džínové bundě jde po chodníku.
Muž, který jede na vysoké motorce s třemi dalšími lidmi, kteří leží na zádech a muž sedí na zádech.
Muž v růžovém tričku čte noviny.
Chlapec v kočárku má na sobě zelené tričko a drží knihu.
Dvě děti sedí bok po boku a jedí.
Lidé jedou na kolech po ulici, oba mají na sobě helmy.
Dav lidí jezdí na kolech.
Muž sedí na platformě s kolečky, který je tažením.
Muž na kole skrz překážkovou dráhu.
Muž oblečený jako mladý muž s dredy sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem před graffiti.
Starý muž ve světle bílé košili jede na kole na ulici.
Muž na lešení se snaží chytit mladého býka.
Kovboj se snaží chytit tele, zatímco jede na koni.
Dva cyklisté s helmami jezdí na kolečkových bruslích kolem venkovního hřiště.
Muž se opírá o něco a táhne něco z tašku.
Muž v obchodním autě jede na kole u vody v parku.
Člověk s tetováním se dívá na fotku na kameru a telefonním telefonu.
Muž v černém tričku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku zatímco se dívají na předmět.
Několik lidí v modrých róbách a jeden v sukni.
Žena a pes sedí na bílé lavičce poblíž pláže.
Dvě ženy chodí venku před velkou budovou.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém drží černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu zatímco pracuje na svém počítači.
Osoba se dívá na počítačovou stole s kamarádem.
Muž sedí na židli a sleduje lidi jak se dívají na lidi.
Dva lidé v kloboucích stojí na poli, aby se uřízli.
Několik lidí skáče přes nízké tyče ve tvaru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco se ostatní dívají.
Dvě mladé dívky sedí na ulici a jí kukuřici.
Tři děti ve fotbalových uniformách hrají basketbal na fotbalovém hřišti, zatímco další muž v pozadí stojí.
Malé dítě s špinavým obličejem je obklopen starším ženou.
Muž s brýlemi se dívá na kameru zatímco jiný muž v modrém tričku se na něco dívá.
Dva lidé sedí pod stromem a ukazují zelenou zeleninou.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec se dívá.
Tři muži vaří v malé kuchyni.
Mladá dívka v šedém svetru lyžuje na zasněžené hoře.
Skupina žen se shromažďuje v tance.
Muž a žena se procházejí skrz plot s laptopy.
Mladá dívka sedí na dřevěné židli.
Dva dělníci se perou o plot poblíž rušné ulice.
Dlouhovlasý muž skateboarduje na zábradlí v horkém dni.
Na venkovním trhu se dvěma muži připravují dva muži z nich lopatou z cesty.
Muž v bílém tričku hraje na bílou kytaru.
Mladá dívka ukazuje své dceru, aby chytil kameru.
Malý chlapec skáče z mola do jezera.
Žena s zelenou maskou na prosíci a dívá se na něco, co je velmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá holčička s blonďatými vlasy si hraje v louži.
Dítě jede na kole dolů s graffiti v pozadí.
Gymnasta je foceni na akci.
Lidé chodí po ulici s pouličního umělce.
Muž, který má na sobě vojenské šaty, stojí vedle ní, zatímco stojí vedle ní, že se zdá, že se, že je vidět.
Dvě děti si hrají na kole.
Dva muži na tenisovém hřišti hrají fotbal.
Muž skáče a pózuje na zemi.
Dívka si dává nápoj z fontány.
Souzník stříká vodu během svého vody.
Muž v džínové bundě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje pro fotografa.
Dvě dívky v šortkách drží za ruce v bazénu.
Čtyři asijské děti sedí na lavičce a smějí se do kamery.
Děti jedou na kolech, které se zdá, že se, že je vidět, že visí na kole.
Mladý chlapec, který má na sobě čepici a zástěru, vaří v kuchyni.
Toto je dítě na kolečkových bruslích ve škole.
Usmívající se závodní auto drží svůj kus dřeva.
Žlutý jeřáb pracuje, aby chytil hlínu.
Žena v červeném tričku jede na bílém koni, který je taženo stromy.
Žena sedí na velmi kameni a usmívá se na kameru s stromy v pozadí.
Tři muži, kteří mají na sobě na sobě tmavé šaty, mají na sobě na sobě stejné sluneční brýle a sluneční brýle.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka v modré mikině, se objímají.
Muž hází rybářský prut do kopce.
Muž v šedém tričku, modrých džínách a světle zelené vestě stojí na železniční trati s bílou taškou v pozadí.
Dva stavební dělníci leží na plastovém kusu kovu.
Je tam kapela na pódiu s kapelou v modrém oblečení.
Horolezec v tričku zpívá do mikrofonu zatímco hraje na bubny.
Muž, který si dává své věci z nákupního košíku, připravená na něco připravuje.
Muž s holí se prochází.
Žena v bílém tričku pracuje na šicím stroji.
Dívka v masce jede na kole přes rušnou ulici.
Dvě dívky, jedna starší a mladší v černo-bílé a bílé, předvádějí fotku před ním.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po městské chodníku zatímco mluví do mobilu.
Žena si hraje s nohama zatímco malé dítě v kostýmu chodí kolem.
Skupina lidí sleduje mladého muže, jak hrají na bubny jako hudební nástroje.
Dívka s lanem a ochrannými ochranným vybavením.
Malý bílý auto je na železniční trati nebo se zdá, že je vidět vlak.
Dva horolezci zpívají a hrají na tmavém pódiu.
Dívka v baseballové čepici, bílém tričku a modrých šortkách stojí na kameni v zasněženém lese.
Dva muži hrají na kytaru před velkou publikem.
Hodně lidí tančí s nápisem "P" ostatní lidé před velkou domem.
Žena a pes prodává své zboží na staré budově.
Žena a dva muži, kteří jsou oblečeni, mají diskuzi, mají diskuzi.
Skupina mužů v červené a černých bundách čekají na motorkách.
Muž oblečený v bílé uniformě s číslem 34 hraje fotbal.
Muž prodává zboží na sportovní akci.
Dva muži ze zeleného týmu se perou z druhého týmu v hokejovém utkání.
Děti se shromažďují, aby chytil fotbalový míč.
Člověk v modrém je na bowlingové dráze a hází svůj míč na bowlingové dráze.
Několik hokejistů na hřišti v poušti.
Mladý muž sedí na skateboardu a drží telefon a pózuje na akordeon.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Hráč na kolečkových bruslích prohrávají ruce 98, který se snaží chytit.
Dva fotbalisté se perou na ledu před malým davem lidí, který se dívá na malý dav.
Muži hrají fotbal na bahnité hřišti.
Basketbalista v bílém se naklání, zatímco hráč v červeném se natahuje k němu.
Lidé chodí skrz překážkovou dráhu v asijském městě.
Dva závodníci, jeden z nich na sobě červené a modré, jedou po boku po boku.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá na malý předmět.
Žena a dítě jdou po ulici.
Fotbalový zápas probíhá s mnoha lidmi, kteří se dívají.
Tři ženy jezdí na schodech v trávě.
Africký chlapec v modrých šortkách, černých šortkách a červených kalhotách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví ke skupině lidí, kteří drží nějaké nějaký druhek, zatímco se na něj na něj dívají.
Mladý mladý chlapec v zeleném tričku leží na bílé posteli.
Profesionální cyklista se otáčí, zatímco slunce zapadá v pozadí.
Žena je v zasněžené oblasti a má na sobě barevné oblečení.
Čtyři dívky a žena se objímají.
Muž v černé a bílé mikině se snaží na koni.
Muž v modrém tričku se na něj žena v modrém tričku myje.
Žena s červenými vlasy je v horkém modrém tričku.
Dva mladí chlapci pózují s kamarádem pro fotku.
Čtyři děti trénují karate zatímco dva dospělí se dívají.
Muž zírá na červené gauči v kavárně.
Skupina lidí mluví na stolů.
Dva závodníci závodí na koních, jeden v modrém a druhý v oranžové a druhý v oranžové, jedou proti sobě v pozadí.
Červené auto je před dvěma auty v pozadí.
Velký býk jede na snowboardu, muž v rodeu, zatímco jeho býk běží k metě, zatímco jeho býk.
Muž bez trička jde k žlutém kajaku.
Chlapec na narozeninovém zařízení a špuchávají se.
Dva týmy hrají basketbal v písku.
Dítě v modrém a dítě v bílém stojí na kamenné zdi u mola.
Žena v květované košili na narozeninovém tkalcovském stroji.
Lidé chodí po rušné ulici v cizí zemi.
Hráč s kapucí se připravuje na zápasník.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař se otáčí na surfu v oceánu a snaží se hodit vlnu.
Onička se připravuje na představení v bikinách.
Fotbalisté skáčou do vzduchu aby chytil míč.
Dva chlapci hrají fotbal proti sobě.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina turistů běží směrem k dvoubarevné nebi.
Skateboardista jede na betonové zdi, kde se z nich dává trik.
Lidé hrají hru v bazénu.
Muž se učí, jak muž.
Muž, který má na sobě sluchátka a malý chlapec je ve tvaru knihu.
Mladý muž v modrém tričku na zábradlí v městské oblasti.
Asijský muž sedí na podlaze s pneumatikami.
Muž, který má na sobě vojenskou uniformě, mává svůj klobouk a mává na lidi v pozadí.
Dvě auta jedou na závodní dráze.
Muž v černo-bílém dresu drží žlutou balónek a připravuje se na hození.
Dva lidé leží a objímají se na travnatém trávníku.
Velmi malé dítě v džínové čepici jí zelenou věc.
Fotbalový hráč běží, aby chytil míč.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru a druhý muž v pozadí hraje na pódiu na kytaru.
Muž skáče přes překážku přes překážku.
Žena v modrém tričku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velký kus kovu na klíně.
Žena s fotoaparátem hází frisbee pro svého hnědého psa.
Je zde muž a žena, kteří se z nich něco fotí nebo velké dřevěné reklamy.
Dvě dívky se drží za ruce ve fontáně zatímco lidé chodí kolem.
Mokrý dítě bez trika pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém, zápasí.
Žena v červených bikinách skáče aby chytil míč zatímco hraje volejbal na pláži.
Oranžová pes honí malou dívku na klíně.
Žena, která má na sobě žluté zástěru, fotí z velkého kelímku.
Dvě děti přechází přes malou kamenný most.
Dvě africké ženy jedou na koních po městské ulici, která vypadá, že je ve velkém městě.
Dva chlapci před šicím strojem.
Jezdec na kole v černém jede po prašné cestě.
Žena se slunečními brýlemi si fotí fotku s jejímimimižemi.
Žena ve světle černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Tým cyklistů se perou, zatímco se diváci dívají.
Čtyři fotbalové týmy v černém se objímají, hráč v bílém dresu, zatímco hráč v bílém dresu se přihrává.
Běžec, který je na zahradě, je vidět, zatímco se na něj dva z nich fotí.
Hráč amerického fotbalu v bílém dresu s číslem 58 je hráč v černém dresu s číslem 18 v černém dresu.
Muž mluví do mobilu venku.
Hráč amerického fotbalu během hry, který se dívá na televizi.
Cyklista jede na kole v lese během západu slunce.
Tři fotbalisté se perou o míč a jeden v červeném dresu se snaží chytit míč od muže v bílém dresu.
Chlapec si dává nohu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si venku hrají venku.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballové čepici drží za ruce baseballovou pálkou s míčem před ním.
Šest mužů sedí na poli a prohlíží si kovovou látku.
Hnědý pes visí nahoru z kamenné povrchu.
Tento muž oblečený ve žlutém drží hnědý koně.
Muž v bílém tričku a zástěře krájí ptáka.
Žena ve středním věku používá venku.
Cyklisté závodí na městské ulici, další lidé stojí okolo.
Asiatka v tričku jede na kole.
Nějaké děti si hrají venku v hlíně, kde jsou dvě stromů.
Starší muž hraje videohry.
Dívka na břehu pláže s horou v dálce.
